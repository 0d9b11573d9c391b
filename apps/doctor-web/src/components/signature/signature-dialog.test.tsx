import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignatureDialog } from './signature-dialog';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

// jsdom has no 2D canvas: record what the pad asks of it instead.
function stubCanvas() {
  const ctx = {
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
    fillStyle: '',
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    fillRect: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as CanvasRenderingContext2D,
  );
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
  return { ctx, toDataURL };
}

function draw(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
}

describe('SignatureDialog', () => {
  let canvas: ReturnType<typeof stubCanvas>;
  beforeEach(() => {
    canvas = stubCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const open = () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<SignatureDialog open onSave={onSave} onCancel={onCancel} />);
    return { onSave, onCancel, pad: screen.getByLabelText('Signature pad') };
  };

  it("is titled 'Draw Your Signature' with a 600×200 canvas and a white sheet", () => {
    const { pad } = open();
    expect(screen.getByRole('dialog', { name: 'Draw Your Signature' })).toBeInTheDocument();
    expect(pad).toHaveAttribute('width', '600');
    expect(pad).toHaveAttribute('height', '200');
    expect(canvas.ctx.fillRect).toHaveBeenCalledWith(0, 0, 600, 200);
    expect(canvas.ctx.fillStyle).toBe('#ffffff');
  });

  it('draws strokes of width 2 with the pointer', () => {
    const { pad } = open();
    expect(screen.getByRole('button', { name: 'Save Signature' })).toBeDisabled();
    draw(pad);
    expect(canvas.ctx.lineWidth).toBe(2);
    expect(canvas.ctx.moveTo).toHaveBeenCalledWith(10, 20);
    expect(canvas.ctx.lineTo).toHaveBeenCalledWith(60, 40);
    expect(canvas.ctx.stroke).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Signature' })).toBeEnabled();
  });

  it('does not draw when the pointer only moves', () => {
    const { pad } = open();
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
    expect(canvas.ctx.stroke).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Signature' })).toBeDisabled();
  });

  it('Clear wipes the sheet and there is nothing to save again', async () => {
    const { pad } = open();
    draw(pad);
    canvas.ctx.fillRect.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(canvas.ctx.fillRect).toHaveBeenCalledWith(0, 0, 600, 200);
    expect(screen.getByRole('button', { name: 'Save Signature' })).toBeDisabled();
  });

  it('Cancel closes without saving', async () => {
    const { pad, onCancel, onSave } = open();
    draw(pad);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save Signature hands over a JPEG at quality 0.85', async () => {
    const { pad, onSave } = open();
    draw(pad);
    await userEvent.click(screen.getByRole('button', { name: 'Save Signature' }));
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.85);
    expect(onSave).toHaveBeenCalledWith(JPEG);
  });
});
