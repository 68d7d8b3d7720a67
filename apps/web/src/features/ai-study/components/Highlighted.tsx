import "./stages.css";
/**
 * An English sentence with the words its example is about marked (the first occurrence of `highlight`).
 * @param props - the sentence and the part to mark ("" for none)
 * @returns the sentence
 */
export function Highlighted({ en, highlight }: { en: string; highlight: string }) {
  const at = highlight ? en.indexOf(highlight) : -1;
  if (at < 0) return <>{en}</>;
  return (
    <>
      {en.slice(0, at)}
      <mark className="aist-mark">{highlight}</mark>
      {en.slice(at + highlight.length)}
    </>
  );
}
