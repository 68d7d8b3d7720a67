/** Lent to the route table (app/absent-routes.ts): the page shown for a spec route no feature serves yet. */
export { default } from "../pages/NotAvailablePage.tsx";
