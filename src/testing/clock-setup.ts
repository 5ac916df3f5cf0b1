import { startFileClock } from './pinned-clock';

// Vitest setup file of every project: each test file starts on the run's clock (ADR 029).
startFileClock();
