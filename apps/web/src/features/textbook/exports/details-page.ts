/** Lent to skill-up: the textbook player screen (skill-up wraps it with its own result URL). */
export { default as DetailsPage } from "../pages/DetailsPage.tsx";
