/** Lent to skill-up: the textbook result screen (skill-up adds its own actions). */
export { default as ResultPage } from "../pages/ResultPage.tsx";
