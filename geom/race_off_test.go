//go:build !race

package geom_test

const raceEnabled = false
