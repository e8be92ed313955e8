export function pauseAfterStep(stepMs: number, requests: number): number;
export function turnAfterStep(stepStarted: number, inFlight: Int32Array): Promise<void>;
