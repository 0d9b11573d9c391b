import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY } from './toast-constants';
import { getToastState, removeToast, toast } from './toast-store';
import { ToastProvider } from './toast-provider';

function renderViewport() {
  return render(
    <ToastProvider>
      <button type="button">Elsewhere</button>
    </ToastProvider>,
  );
}

function swipe(element: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
  fireEvent.pointerMove(element, { pointerId: 1, pointerType: 'touch', clientX: 10 + dx, clientY: 10 + dy });
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'touch', clientX: 10 + dx, clientY: 10 + dy });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => removeToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the title and description in a region named Notifications', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Profile Created', description: 'The profile has been created successfully.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Profile Created');
    expect(region).toHaveTextContent('The profile has been created successfully.');
  });

  it('shows only one toast at a time, the newest', () => {
    renderViewport();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('dismisses itself after 5000 ms and is removed 1,000,000 ms later', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Success', description: 'Data deleted successfully' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getToastState().toasts[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Regenerating...', duration: 10_000 });
    });
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a right swipe of 50 px, not by a shorter one', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    swipe(item, 49);
    expect(screen.getByRole('status')).toBeInTheDocument();
    swipe(item, -80);
    expect(screen.getByRole('status')).toBeInTheDocument();
    swipe(item, 50);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores a mostly vertical drag', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Scroll past me' });
    });
    swipe(screen.getByRole('status'), 60, 120);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('moves focus to the region on F8', () => {
    renderViewport();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });

  it('uses role alert for destructive toasts and closes on Close', () => {
    renderViewport();
    act(() => {
      toast({
        title: 'No items to issue',
        description: 'Please tick at least one item before issuing',
        variant: 'destructive',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No items to issue');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be updated and dismissed through its handle', () => {
    renderViewport();
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Regenerating...', description: 'Creating fresh clinical management' });
    });
    act(() => handle.update({ title: 'Success', description: 'Clinical management regenerated' }));
    expect(screen.getByRole('status')).toHaveTextContent('Clinical management regenerated');
    act(() => handle.dismiss());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time left', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Hold on' });
    });
    const item = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.pointerEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(item);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('still times out the next toast after one was swiped away under the pointer', () => {
    renderViewport();
    act(() => {
      toast({ title: 'First' });
    });
    const first = screen.getByRole('status');
    fireEvent.pointerEnter(first);
    swipe(first, 80);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Second' });
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while the region has focus after F8, and resumes when focus leaves', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Read me' });
    });
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
