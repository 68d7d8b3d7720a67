/** Lent to the main layout: the study card gate. */
export { CardGate } from "../components/CardGate.tsx";
