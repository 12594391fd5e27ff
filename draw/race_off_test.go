//go:build !race

package draw_test

const raceEnabled = false
