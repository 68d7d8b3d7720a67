/** Lent to the teacher console's free-reading page: the same progress bar the student sees. */
export { ProgressBar } from "../components/ProgressBar.tsx";
