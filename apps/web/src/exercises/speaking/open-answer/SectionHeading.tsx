import type { ReactNode } from "react";

/** Heading levels the open-answer sections use (3 under a result row, deeper inside a teacher's item). */
export type HeadingLevel = 3 | 4 | 5 | 6;

/**
 * The heading of one open-answer section, at the level its host page needs.
 * @param props - id (for aria-labelledby), level and text
 * @returns the heading
 */
export function SectionHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="oa-heading">
      {children}
    </Tag>
  );
}
