// Package browsertest drives the explorer in a real browser (headless
// Chromium, through chromedp). It is a module of its own so that the
// driver never reaches the go.sum of warkit's users; run it with
//
//	cd examples/explorer/browsertest && go test ./...
//
// It skips, saying so, where no Chromium is installed (Debian: apt-get
// install chromium).
package browsertest
