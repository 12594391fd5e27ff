//go:build race

package terrain_test

// raceEnabled: the race detector's instrumentation allocates too, so the
// hostile suite only logs its allocation figures under -race.
const raceEnabled = true
