import type { AiVideoSlide } from "@hibiki/contracts";
import { Highlighted } from "./Highlighted.tsx";
import "./stages.css";

/**
 * One slide of the animated explanation: its heading and text, and its examples appearing one by one (the
 * ones not reached yet keep their place, so the slide does not jump).
 * @param props - the slide, its number and how many examples show
 * @returns the slide
 */
export function SlideView({ slide, index, shown }: { slide: AiVideoSlide; index: number; shown: number }) {
  return (
    <div className="aist-slide" data-testid="aist-slide" data-slide={index}>
      <h3 className="aist-slide-heading">{slide.heading_ja}</h3>
      <p className="aist-slide-body">{slide.body_ja}</p>
      {slide.examples.length > 0 && (
        <ul className="aist-slide-examples">
          {slide.examples.map((ex, i) => (
            <li
              key={ex.en}
              className={i < shown ? "aist-example is-shown" : "aist-example"}
              aria-hidden={i < shown ? undefined : true}
              data-testid="aist-slide-example"
              data-shown={i < shown ? "1" : "0"}
            >
              <span lang="en" className="aist-example-en">
                <Highlighted en={ex.en} highlight={ex.highlight} />
              </span>
              <span className="aist-example-ja">{ex.ja}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
