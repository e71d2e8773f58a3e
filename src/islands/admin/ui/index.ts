/** The admin UI kit: small building blocks shared by the admin pages, one file each. */
export { BusyButton } from "./BusyButton";
export { type Column, DataTable } from "./DataTable";
export { type Definition, DefinitionList } from "./DefinitionList";
export { BackLink, DetailPage, isRecordId } from "./DetailPage";
export { DateRangeFields, describedBy, Field, FieldNotes, NoteField, SelectField, type SelectFilter, SelectFilters, StateFilter } from "./Field";
export { FilterBar } from "./FilterBar";
export { formatDateTime, statusOptionLabel } from "./format";
export { DateTime, EmailLink, PhoneLink } from "./Links";
export { ListPage } from "./ListPage";
export { ConfirmDialog, Modal } from "./Modal";
export { Pager } from "./Pager";
export { ErrorPanel, Panel } from "./Panel";
export { Loaded, Results } from "./Results";
export { Spinner } from "./Spinner";
export { Badge, StatusBadge } from "./StatusBadge";
export { BUTTON, INPUT, LABEL, LINK } from "./styles";
