import { useEffect, useRef } from "react";

/** Props of the waveform drawing. */
export type WaveformCanvasProps = {
  /** peak values in [0, 1] (from LiveWaveform.points() or a take's waveform) */
  points: Float32Array;
  /** how many points hold data (defaults to all) */
  filled?: number;
  /** bump to redraw while recording (e.g. a counter increased in onWaveform) */
  version?: number;
  width?: number;
  height?: number;
  color?: string;
  /** accessible description */
  label?: string;
};

/**
 * Draws a recording's waveform as mirrored vertical bars on a canvas, left to right as it fills.
 * @param props - points and drawing options
 * @returns the canvas element
 */
export function WaveformCanvas({
  points,
  filled,
  version = 0,
  width = 600,
  height = 80,
  color = "#2f7de1",
  label = "waveform",
}: WaveformCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);

  // `version` is a dependency on purpose: the same Float32Array is mutated while recording.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version forces the redraw
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = color;
    const count = Math.min(points.length, filled ?? points.length);
    const step = width / Math.max(1, points.length);
    const mid = height / 2;
    // Several points share a pixel column: draw the loudest per column to keep it cheap.
    let column = -1;
    let peak = 0;
    for (let i = 0; i <= count; i++) {
      const x = Math.floor(i * step);
      if (x !== column || i === count) {
        if (column >= 0) {
          const h = Math.max(1, peak * height);
          ctx.fillRect(column, mid - h / 2, 1, h);
        }
        column = x;
        peak = 0;
      }
      peak = Math.max(peak, points[i] ?? 0);
    }
  }, [points, filled, version, width, height, color]);

  return (
    <canvas ref={ref} width={width} height={height} role="img" aria-label={label} data-testid="waveform" />
  );
}
