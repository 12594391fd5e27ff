//go:build race

package hex_test

// raceEnabled: the race detector's instrumentation allocates too, so the
// hostile suites check their allocation bounds only without -race.
const raceEnabled = true
