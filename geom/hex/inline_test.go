package hex

import (
	"os/exec"
	"regexp"
	"runtime"
	"testing"
)

// The hot paths whose documentation promises that they inline (see
// offset.go, "What the hot hex paths compile to"): a change that pushes
// one over the inliner's budget of 80 fails here rather than only in a
// benchmark. It compiles the package once with -gcflags=-m=2.
func TestHotPathsInline(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the package; skipped with -short")
	}
	if runtime.GOARCH != "amd64" {
		// The counts are amd64's; a 386 run under an emulator cannot even
		// start the compiler.
		t.Skip("the inlining budgets are stated for amd64, not " + runtime.GOARCH)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	out, err := exec.Command(gobin, "build", "-gcflags=-m=2", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m=2: %v\n%s", err, out)
	}
	can := regexp.MustCompile(`can inline (\S+) with cost (\d+)`)
	inlined := map[string]string{}
	for _, m := range can.FindAllStringSubmatch(string(out), -1) {
		inlined[m[1]] = m[2]
	}
	for _, name := range []string{
		"Hex.Distance", "Hex.Len", "Hex.Valid",
		"OffsetKind.FromHex", "OffsetKind.ToHex",
		"(*Layout).HexToXY", "(*Layout).XYToHex", "(*Layout).XYToHexOK",
		"Layout.HexToPoint", "Layout.PointToHex", "Layout.PointToHexOK",
		"Fractional.Round", "Fractional.RoundOK",
	} {
		if cost, ok := inlined[name]; !ok {
			t.Errorf("%s no longer inlines", name)
		} else {
			t.Logf("%s: inliner cost %s", name, cost)
		}
	}
}
