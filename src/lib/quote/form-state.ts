import { DEFAULT_MOVE_SIZE } from "./default-move-size";

/** The wizard's steps, 1 (route) to 7 (success). */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The hidden debug toggles: the wizard keeps them in state and never shows them. Both format
 * checks are on by default; with one off, that field need only be non-empty.
 */
export interface ValidationToggles {
  emailFormat: boolean;
  phoneFormat: boolean;
}

export const DEFAULT_TOGGLES: ValidationToggles = { emailFormat: true, phoneFormat: true };

/** The quote form's state and its defaults. */
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
  /** Slug of the mover whose "Get Quote" opened the wizard ('' if none): matched first when it serves the route. */
  requestedCompany: string;
}

/** A fresh form: defaults, with the given lead uuid. */
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
    requestedCompany: "",
  };
}
