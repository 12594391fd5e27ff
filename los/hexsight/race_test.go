//go:build race

package hexsight_test

const raceEnabled = true
