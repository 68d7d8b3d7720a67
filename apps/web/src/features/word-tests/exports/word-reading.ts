/** Lent to the Eiken word study: the word-reading item (model audio and the record button) and the check of whether this browser can record. */
export { WordReading } from "../components/WordReading.tsx";
export { speechAvailable } from "../queue.ts";
