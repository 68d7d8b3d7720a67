/** Lent to the root layout: the maintenance notice. */
export { MaintenanceNotice } from "../components/MaintenanceNotice.tsx";
