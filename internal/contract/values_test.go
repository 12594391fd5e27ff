package contract

import (
	"context"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"
)

// A value is an argument the sweep passes, with the name it is reported by.
type value struct {
	name string
	v    reflect.Value
}

// builders give benign values of a type that its zero value cannot stand
// for (an interface the sweep must implement, a receiver worth building by
// its constructor). They are keyed by type, not by function.
var builders = map[reflect.Type]func() []reflect.Value{
	reflect.TypeFor[io.Writer](): func() []reflect.Value { return []reflect.Value{reflect.ValueOf(io.Discard)} },
	reflect.TypeFor[io.Reader](): func() []reflect.Value {
		return []reflect.Value{reflect.ValueOf(strings.NewReader(""))}
	},
	reflect.TypeFor[context.Context](): func() []reflect.Value {
		return []reflect.Value{reflect.ValueOf(context.Background())}
	},
	reflect.TypeFor[error](): func() []reflect.Value {
		return []reflect.Value{reflect.ValueOf(errors.New("sweep"))}
	},
}

// benign is the value passed for a parameter that is not the hostile one:
// a built value when a builder exists, else 1 for numbers, "a" for
// strings, one benign element for slices and arrays, an empty map, a
// pointer to a benign value, a function returning zero values.
func benign(t reflect.Type, depth int) reflect.Value {
	if b, ok := builders[t]; ok {
		return b()[0]
	}
	v := reflect.New(t).Elem()
	if depth > 3 {
		return v
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(1)
	case reflect.String:
		v.SetString("a")
	case reflect.Slice:
		v = reflect.MakeSlice(t, 1, 1)
		v.Index(0).Set(benign(t.Elem(), depth+1))
	case reflect.Array:
		for i := 0; i < t.Len(); i++ {
			v.Index(i).Set(benign(t.Elem(), depth+1))
		}
	case reflect.Map:
		v = reflect.MakeMap(t)
	case reflect.Pointer:
		v = reflect.New(t.Elem())
		v.Elem().Set(benign(t.Elem(), depth+1))
	case reflect.Func:
		v = reflect.MakeFunc(t, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, t.NumOut())
			for i := range out {
				out[i] = reflect.Zero(t.Out(i))
			}
			return out
		})
	}
	return v
}

var (
	hostileFloats = []float64{math.NaN(), math.Inf(1), math.Inf(-1), 1e308, -1e308}
	hostileInts   = []int64{0, -1, math.MaxInt64, math.MinInt64, 255, 100000, 1 << 24, 1 << 40}
	hostileStrs   = []string{"", "id\xff", "１d6"}
)

// hostile lists the hostile values of a type: nil for every nilable kind,
// NaN, ±Inf and ±1e308 for floats, 0, -1, MaxInt64, MinInt64, 255 (an enum
// out of range), 1e5 (a radius), 2^24 (a path length) and 2^40 (a huge
// count) for integers, empty, invalid UTF-8
// and non-ASCII strings, and for structs and arrays the zero value and the
// value with every numeric field set to each hostile number in turn.
func hostile(t reflect.Type) []value {
	var vs []value
	add := func(name string, v reflect.Value) { vs = append(vs, value{name, v}) }
	switch t.Kind() {
	case reflect.Bool:
		add("true", reflect.ValueOf(true).Convert(t))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, n := range hostileInts {
			v := reflect.New(t).Elem()
			if v.OverflowInt(n) {
				continue
			}
			v.SetInt(n)
			add(fmtInt(n), v)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v := reflect.New(t).Elem()
		add("0", v)
		m := reflect.New(t).Elem()
		m.SetUint(math.MaxUint64 >> (64 - 8*t.Size()))
		add("max", m)
	case reflect.Float32, reflect.Float64:
		for _, f := range hostileFloats {
			v := reflect.New(t).Elem()
			v.SetFloat(f)
			add(fmtFloat(f), v)
		}
	case reflect.String:
		for _, s := range hostileStrs {
			v := reflect.New(t).Elem()
			v.SetString(s)
			add("str"+quoteName(s), v)
		}
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Func, reflect.Interface, reflect.Chan:
		add("nil", reflect.Zero(t))
		if t == reflect.TypeFor[context.Context]() {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			add("cancelled", reflect.ValueOf(ctx))
		}
		if t.Kind() == reflect.Slice {
			for _, h := range hostile(t.Elem()) {
				s := reflect.MakeSlice(t, 1, 1)
				s.Index(0).Set(h.v)
				add("["+h.name+"]", s)
			}
		}
		if t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct {
			for _, h := range hostile(t.Elem()) {
				p := reflect.New(t.Elem())
				p.Elem().Set(h.v)
				add("&"+h.name, p)
			}
		}
	case reflect.Struct, reflect.Array:
		add("zero", reflect.Zero(t))
		for _, f := range hostileFloats {
			if v, ok := fill(t, func(v reflect.Value) bool {
				if k := v.Kind(); k == reflect.Float64 || k == reflect.Float32 {
					v.SetFloat(f)
					return true
				}
				return false
			}); ok {
				add("{"+fmtFloat(f)+"}", v)
			}
		}
		for _, n := range []int64{math.MaxInt64, math.MinInt64, -1} {
			if v, ok := fill(t, func(v reflect.Value) bool {
				switch v.Kind() {
				case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
					if v.OverflowInt(n) {
						v.SetInt(-1)
					} else {
						v.SetInt(n)
					}
					return true
				}
				return false
			}); ok {
				add("{"+fmtInt(n)+"}", v)
			}
		}
	}
	return vs
}

// fill returns a benign value of t whose settable numeric fields (one
// level of struct or array, nested arrays and structs included) are set by
// set; ok is false when set touched none.
func fill(t reflect.Type, set func(reflect.Value) bool) (reflect.Value, bool) {
	v := benign(t, 0)
	any := false
	var walk func(v reflect.Value, depth int)
	walk = func(v reflect.Value, depth int) {
		if depth > 3 || !v.CanSet() {
			return
		}
		if set(v) {
			any = true
			return
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), depth+1)
				}
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), depth+1)
			}
		}
	}
	walk(v, 0)
	return v, any
}

func fmtFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "+Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	case f > 0:
		return "1e308"
	}
	return "-1e308"
}

func fmtInt(n int64) string {
	switch n {
	case math.MaxInt64:
		return "MaxInt64"
	case math.MinInt64:
		return "MinInt64"
	case 1 << 40:
		return "2^40"
	case 1 << 24:
		return "2^24"
	}
	return strings.TrimSpace(strings.Replace(" "+itoa(n), " ", "", 1))
}

func itoa(n int64) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func quoteName(s string) string {
	switch s {
	case "":
		return "(empty)"
	case "id\xff":
		return "(invalid-utf8)"
	}
	return "(fullwidth)"
}
