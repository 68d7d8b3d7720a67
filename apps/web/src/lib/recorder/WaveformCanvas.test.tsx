import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WaveformCanvas } from "./WaveformCanvas.tsx";

describe("WaveformCanvas", () => {
  it("renders a labelled canvas of the requested size", () => {
    render(
      <WaveformCanvas
        points={new Float32Array(5000)}
        filled={120}
        width={320}
        height={60}
        label="録音の波形"
      />,
    );
    const canvas = screen.getByRole("img", { name: "録音の波形" }) as HTMLCanvasElement;
    expect(canvas.tagName).toBe("CANVAS");
    expect(canvas.width).toBe(320);
    expect(canvas.height).toBe(60);
  });
});
