import { useCallback, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { SIGNATURE_CANVAS } from '@telehealth/schema';

const INK = '#111827';
const PAPER = '#ffffff';

/**
 * Drawing on the signature canvas with pointer events, so a mouse, a pen and a finger all work.
 * The canvas is painted white first: a JPEG has no transparency, and unpainted pixels would save black.
 */
export function useSignatureCanvas(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);

  const context = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = SIGNATURE_CANVAS.lineWidth;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = INK;
    }
    return ctx;
  }, [canvasRef]);

  const clear = useCallback(() => {
    const ctx = context();
    if (ctx) {
      ctx.fillStyle = PAPER;
      ctx.fillRect(0, 0, SIGNATURE_CANVAS.width, SIGNATURE_CANVAS.height);
    }
    setHasInk(false);
  }, [context]);

  /** The pointer's position in canvas pixels: the canvas is scaled down by CSS on narrow screens. */
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width ? canvas.width / rect.width : 1;
    const scaleY = rect.height ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    // Keep receiving moves when a fast stroke leaves the canvas for a moment.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap is a dot: draw a tiny segment so it shows.
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
    setHasInk(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    drawing.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const toDataUrl = () => canvasRef.current?.toDataURL('image/jpeg', SIGNATURE_CANVAS.jpegQuality) ?? null;

  return {
    hasInk,
    clear,
    toDataUrl,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
