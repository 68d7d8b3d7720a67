import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SCORE_CHART_WIDTH, ScoreChart } from "./ScoreChart.tsx";

const score = (n: number) => ({ score: n, explanation_ja: `説明${n}` });
const evaluation = {
  vocabulary_diversity: score(39),
  vocabulary_correctness: score(100),
  grammar_diversity: score(59),
  grammar_correctness: score(80),
};

/** A fill that paints a real colour: a hex value present, and not black (an SVG shape with no fill is black). */
function paint(el: Element): string {
  return (el as SVGElement).style.getPropertyValue("fill") || el.getAttribute("fill") || "";
}

/** Issue 18 #6: the chart fits a 390 px phone and never draws black bars, stylesheet or not. */
describe("ScoreChart", () => {
  it("scales with its box (viewBox, width 100%) and is never wider than fits a 390 px phone", () => {
    const { container } = render(<ScoreChart evaluation={evaluation} />);
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.getAttribute("width")).toBe("100%");
    expect(svg.getAttribute("height")).toBeNull();
    const max = Number.parseFloat(svg.style.maxWidth);
    expect(max).toBe(SCORE_CHART_WIDTH);
    // 390 px less the page's 16 px padding each side
    expect(max).toBeLessThanOrEqual(358);
    const figure = container.querySelector("figure") as HTMLElement;
    expect(figure.style.margin).toMatch(/^0(px)?$/);
  });

  it("gives every bar and track a real fill colour on first render, without any stylesheet", () => {
    const { container } = render(<ScoreChart evaluation={evaluation} />);
    const bars = [...container.querySelectorAll("rect.bar")];
    const tracks = [...container.querySelectorAll("rect.track")];
    expect(bars).toHaveLength(4);
    for (const rect of [...bars, ...tracks]) {
      expect(paint(rect)).toMatch(/#[0-9a-f]{6}/i);
      expect(paint(rect)).not.toMatch(/#000000|black/i);
    }
    expect(paint(bars[0] as Element)).toContain("#2f6fde");
    expect(paint(bars[0] as Element)).not.toBe(paint(tracks[0] as Element));
  });
});
