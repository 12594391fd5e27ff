//go:build race

package draw_test

// raceEnabled: under the race detector sync.Pool drops a random share of
// what is put back, so code that prints through fmt allocates a varying
// number of times; allocation comparisons are made only without -race.
const raceEnabled = true
