/** Lent to the player shell: the button opening the resource feedback form. */
export { ResourceFeedbackButton } from "../components/ResourceFeedbackButton.tsx";
