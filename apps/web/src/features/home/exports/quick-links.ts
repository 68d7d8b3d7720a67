/** Lent to skill-up's tests: home's quick links, whose targets are skill-up's lists. */
export { QuickLinks } from "../components/QuickLinks.tsx";
