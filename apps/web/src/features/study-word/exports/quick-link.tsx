import { studyWordUnfinishedCount } from "@hibiki/contracts/study-word-count";
import { useQuery } from "@tanstack/react-query";
import { CountBadge } from "@web/components/CountBadge.tsx";
import { registerStrings } from "@web/exercises/shell/register-i18n.ts";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useTranslation } from "react-i18next";

// Lent to home's quick links: the link to the word-study plans and its badge of today's unfinished words.
// Only these two strings and the count call load with home; the plan screens stay in their own chunks.
registerStrings({
  ja: { "sw.quick_link": "単語の学習", "sw.unfinished_badge": "今日の残りの単語 {{count}} 語" },
  en: { "sw.quick_link": "Word study", "sw.unfinished_badge": "{{count}} words left today" },
});

/**
 * The badge's query key: studyWordKeys.unfinished() (keys.ts), written out so home does not load the key
 * factory as a chunk of its own; answers invalidate it through the factory (quick-link.test.tsx checks both agree).
 */
export const UNFINISHED_KEY = ["study-word", "unfinished"] as const;

/** Home's quick link to the word-study plans (labelled with an i18n key, like the other quick links). */
export const studyWordQuickLink = { to: "/study_word/plan", key: "sw.quick_link", icon: "check" } as const;

/**
 * The number of today's unfinished words over all the student's plans (spec: studyword unfinished_count),
 * as a badge showing 99+ above 99; nothing while loading, on failure or at zero.
 * @returns the badge
 */
export function StudyWordBadge() {
  const { t } = useTranslation();
  const count = useQuery({
    queryKey: UNFINISHED_KEY,
    queryFn: ({ signal }) => call(studyWordUnfinishedCount, { signal, suppressToast: true }),
    staleTime: STALE.none,
  });
  const n = count.data?.unfinished_count ?? 0;
  return (
    <span data-testid="sw-unfinished" data-count={count.data ? n : ""}>
      <CountBadge count={n} label={t("sw.unfinished_badge", { count: n })} />
    </span>
  );
}
