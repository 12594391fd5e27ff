package main

import (
	"os"
	"strings"
	"testing"
)

// The README's sample and this program must not drift apart.
func TestREADMESampleIsThisProgram(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	const open = "```go\n"
	s := string(readme)
	i := strings.Index(s, open)
	if i < 0 {
		t.Fatal("README has no Go sample")
	}
	s = s[i+len(open):]
	sample := s[:strings.Index(s, "```")]
	if !strings.HasSuffix(string(self), sample) {
		t.Errorf("examples/firstlook/main.go does not end with the README sample:\n%s", sample)
	}
}

func Example_main() {
	main()
	// Output:
	// 0204
	// 0305
	// 0405 or 0404
	// 0505
	// 0605
}
