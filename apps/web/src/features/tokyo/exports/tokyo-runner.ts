/** Lent to homework: a speaking test assigned as homework runs timed, as the test does. */
export { TokyoRunner } from "../components/TokyoRunner.tsx";
