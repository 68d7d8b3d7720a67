import { useTranslation } from "react-i18next";

const DAY_MS = 86_400_000;
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The last five weeks (Monday to Sunday, this week last) with the study days marked.
 * @param props.today - today's Japan day (YYYY-MM-DD)
 * @param props.studyDays - the study days among them
 * @returns the calendar
 */
export function StreakCalendar({ today, studyDays }: { today: string; studyDays: readonly string[] }) {
  const { t } = useTranslation();
  const studied = new Set(studyDays);
  const wd = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = shift(today, -wd - 28);
  const days = Array.from({ length: 35 }, (_, i) => shift(start, i));
  return (
    <figure className="itg-calendar">
      <figcaption>{t("itg.calendar")}</figcaption>
      <ol className="itg-days" data-testid="itg-calendar">
        {days.map((d) => {
          const on = studied.has(d);
          const future = d > today;
          return (
            <li
              key={d}
              className={`itg-day${on ? " is-on" : ""}${d === today ? " is-today" : ""}${future ? " is-future" : ""}`}
              aria-label={t(on ? "itg.studied" : "itg.not_studied", { day: d })}
              aria-hidden={future || undefined}
            >
              {Number(d.slice(8))}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
