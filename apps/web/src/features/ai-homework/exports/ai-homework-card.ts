/** Lent to the pages where a student sees homework: the open AI homework with progress and links. */
export { AiHomeworkCard } from "../components/AiHomeworkCard.tsx";
