import { DEFAULT_MOVE_SIZE } from "./move-sizes";

/** The quote form's state (spec 3.1) and its defaults. */
export const DEBUG_MODES = ["no", "yes", "yes-e2e", "yes-nosend", "yes-nosms"] as const;
export type DebugMode = (typeof DEBUG_MODES)[number];

export interface QuoteFormState {
  moveSize: string;
  movingDate: string;
  movingFrom: string;
  fromLocationZip: string;
  fromLocationCity: string;
  fromLocationState: string;
  movingTo: string;
  toLocationZip: string;
  toLocationCity: string;
  toLocationState: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  leadUuid: string;
  ipAddress: string;
  sessionId: string;
  pingId: string;
  needsAutoTransport: boolean;
  autoYear: string;
  autoMake: string;
  autoModel: string;
  autoCondition: string;
  selectedCompanies: number[];
  debugMode: DebugMode;
  /** Slug of the mover whose "Get Quote" opened the wizard ('' if none): matched first when it serves the route. */
  requestedCompany: string;
}

/** A fresh form: defaults of spec 3.1 with the given lead uuid. */
export function initialQuoteState(leadUuid: string): QuoteFormState {
  return {
    moveSize: DEFAULT_MOVE_SIZE,
    movingDate: "",
    movingFrom: "",
    fromLocationZip: "",
    fromLocationCity: "",
    fromLocationState: "",
    movingTo: "",
    toLocationZip: "",
    toLocationCity: "",
    toLocationState: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    leadUuid,
    ipAddress: "",
    sessionId: "",
    pingId: "",
    needsAutoTransport: false,
    autoYear: "",
    autoMake: "",
    autoModel: "",
    autoCondition: "",
    selectedCompanies: [],
    debugMode: "no",
    requestedCompany: "",
  };
}

/** Fields as mapped for submission (spec 3.1): homeSize, fromZip, ..., fullName. */
export function submissionFields(s: QuoteFormState) {
  return {
    homeSize: s.moveSize,
    fromZip: s.fromLocationZip,
    fromCity: s.fromLocationCity,
    fromState: s.fromLocationState,
    toZip: s.toLocationZip,
    toCity: s.toLocationCity,
    toState: s.toLocationState,
    moveDate: s.movingDate,
    fullName: `${s.firstName.trim()} ${s.lastName.trim()}`.trim(),
  };
}
