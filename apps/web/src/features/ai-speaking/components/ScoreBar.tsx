/**
 * A 0-100 score as a labelled bar: the number is written beside it (the bar is decoration, so the score
 * never rests on the drawing alone).
 * @param props - the label, the points, the test id and whether it is a headline score
 * @returns the bar
 */
export function ScoreBar({
  label,
  points,
  testId,
  large = false,
}: {
  label: string;
  points: number;
  testId: string;
  large?: boolean;
}) {
  const tone = points >= 80 ? "good" : points >= 60 ? "middle" : "bad";
  return (
    <div
      className={`ais-bar ais-bar-${tone}${large ? " ais-bar-large" : ""}`}
      data-testid={testId}
      data-points={points}
    >
      <span className="ais-bar-label">{label}</span>
      <span className="ais-bar-track" aria-hidden="true">
        <span className="ais-bar-fill" style={{ width: `${Math.max(0, Math.min(100, points))}%` }} />
      </span>
      <span className="ais-bar-value">{points}</span>
    </div>
  );
}
