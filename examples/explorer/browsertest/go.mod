module github.com/warkit/warkit/examples/explorer/browsertest

go 1.25

replace github.com/warkit/warkit => ../../..

require (
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
	github.com/paulmach/orb v0.14.0
	github.com/warkit/warkit v0.0.0-00010101000000-000000000000
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
