/** Lent to the main shell: the dictionary pen (tap a word in any text to look it up when the pen is on). */
export { PenMount } from "../pen/PenMount.tsx";
