/** Lent to the tab bar: the unfinished-homework badge. */
export { HomeworkTabBadge } from "../components/HomeworkTabBadge.tsx";
