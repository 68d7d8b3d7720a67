/** Lent to the writing homework result (/ai-writing/homework-detail): the empty state before any answer. */
export { type EmptyTopicResult, NoAnswerYet } from "../components/NoAnswerYet.tsx";
