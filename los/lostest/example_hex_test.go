package lostest_test

import (
	"fmt"

	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/lostest"
)

// A ruleset checks its own hex sight on generated maps: here the kit's
// scenes and rules, under the defender's choice at spines. A nil error
// means every law held, and that the cases did test something.
func ExampleCheckHexLaws() {
	rules := lostest.HexRules(hexsight.SpineTargetChoice, true, 2)
	err := lostest.CheckHexLaws(lostest.HexLaws{
		Sight: lostest.HexRulesJudge(rules),
		Maps:  lostest.SceneMaps(4),
		Cases: 10,
	})
	fmt.Println(err)
	// Output:
	// <nil>
}
