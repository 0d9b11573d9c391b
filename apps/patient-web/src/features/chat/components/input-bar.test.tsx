import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGE_BYTES } from '@telehealth/schema';
import { InputBar } from './input-bar';

function setup(props: Partial<Parameters<typeof InputBar>[0]> = {}) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<InputBar onSend={onSend} sending={false} disabled={false} {...props} />);
  return {
    onSend,
    user,
    box: screen.getByPlaceholderText('Type your message...'),
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

function imageFile(size: number, type = 'image/png', name = 'rash.png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('InputBar', () => {
  it('sends the trimmed text with Enter and clears the box', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, '  I have a headache  {Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'I have a headache', imageUrl: null });
    expect(box).toHaveValue('');
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('line one\nline two');
  });

  it('disables Send for empty or blank text', async () => {
    const { onSend, user, box, send } = setup();
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('disables Send while sending and without a conversation', async () => {
    const sending = setup({ sending: true });
    await sending.user.type(sending.box, 'hello{Enter}');
    expect(sending.send).toBeDisabled();
    expect(sending.onSend).not.toHaveBeenCalled();
  });

  it('disables Send when there is no conversation', async () => {
    const { onSend, user, box, send } = setup({ disabled: true });
    await user.type(box, 'hello{Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the Send button too, then returns the focus to the text box', async () => {
    const { onSend, user, box, send } = setup();
    await user.type(box, 'fever');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith({ text: 'fever', imageUrl: null });
    expect(box).toHaveFocus();
  });

  it('attaches an image as a data URL, previews it, and can remove it', async () => {
    const { onSend, user, box } = setup();
    const input = screen.getByLabelText<HTMLInputElement>('Image file');
    await user.upload(input, new File(['png-bytes'], 'rash.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: /rash\.png/ });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: /rash\.png/ })).not.toBeInTheDocument();

    await user.upload(input, new File(['png-bytes'], 'rash.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: /rash\.png/ });
    await user.type(box, 'this rash{Enter}');
    expect(onSend).toHaveBeenCalledWith({
      text: 'this rash',
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(screen.queryByRole('img', { name: /rash\.png/ })).not.toBeInTheDocument();
  });

  it('silently ignores files that are not images', async () => {
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    const input = screen.getByLabelText<HTMLInputElement>('Image file');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    // Let the change handler settle; a file it accepted would be read.
    await act(async () => {});
    expect(read).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it('rejects an image over 10 MB with an alert and clears the input', async () => {
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const input = screen.getByLabelText<HTMLInputElement>('Image file');
    const big = imageFile(MAX_IMAGE_BYTES + 1);
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Image size must be less than 10MB'));
    expect(input.value).toBe('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it('accepts an image of exactly 10 MB', async () => {
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [imageFile(MAX_IMAGE_BYTES)] } });
    expect(await screen.findByRole('img', { name: /rash\.png/ })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
