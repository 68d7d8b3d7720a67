/** Lent to the root layout: the host of the resource feedback form. */
export { ResourceFeedbackHost } from "../components/ResourceFeedbackHost.tsx";
