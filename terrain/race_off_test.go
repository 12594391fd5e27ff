//go:build !race

package terrain_test

const raceEnabled = false
