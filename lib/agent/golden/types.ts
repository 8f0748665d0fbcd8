export interface GoldenExpect {
  status?: string;
  decision?: string;
  called?: string[];
  artifacts?: { entity: string; rowCount?: number; purpose?: "browse" | "pick-one" }[];
  recordCard?: { entity: string; idFromSelection?: string };
  argsFromSelection?: Record<string, string>;
  citations?: boolean;
  textMatches?: string;
}

export type GoldenStep =
  | { ask: string; expect: GoldenExpect }
  | { select: { where?: Record<string, unknown>; index?: number } };

export interface GoldenScenario {
  id: string;
  title: string;
  steps?: GoldenStep[];
  routing?: { syntheticTools: number; question: string; maxCandidates: number };
}

export interface GoldenResult {
  id: string;
  title: string;
  passed: boolean;
  failures: string[];
  ms: number;
}
