package ground

// legMemo remembers what the legs of a search graph cost, by the
// indices of their ends, so that a second search over the same graph
// prices no leg twice: a hash table with linear probing that doubles up
// to maxMemoSlots slots, then remembers nothing more (a leg it does not
// hold is priced again).
type legMemo struct {
	keys []uint64 // the leg's key (see memoKey), 0 for an empty slot
	vals []float64
	n    int    // legs held
	into []bool // whether it holds a leg into each point: most misses cost no probe
}

// maxMemoSlots bounds a legMemo's table: 2^19 slots of 16 bytes, 8 MiB,
// holding up to 2^18 legs.
const maxMemoSlots = 1 << 19

// memoKey is the key of the leg from point u to point v: never 0.
func memoKey(u, v int32) uint64 { return (uint64(u)<<32 | uint64(uint32(v))) + 1 }

// slot returns where key is, or the empty slot where it would go.
func (m *legMemo) slot(key uint64) int {
	mask := len(m.keys) - 1
	i := int((key * 0x9E3779B97F4A7C15) >> 32 & uint64(mask))
	for m.keys[i] != 0 && m.keys[i] != key {
		i = (i + 1) & mask
	}
	return i
}

// get returns what the leg from u to v costs, and false if m does not
// hold it (or is nil).
func (m *legMemo) get(u, v int32) (float64, bool) {
	if m == nil || int(v) >= len(m.into) || !m.into[v] {
		return 0, false
	}
	key := memoKey(u, v)
	i := m.slot(key)
	return m.vals[i], m.keys[i] == key
}

// put remembers that the leg from u to v costs c, if there is room (and
// m is not nil).
func (m *legMemo) put(u, v int32, c float64) {
	if m == nil || 2*(m.n+1) > len(m.keys) && !m.grow() {
		return
	}
	key := memoKey(u, v)
	i := m.slot(key)
	if m.keys[i] == 0 {
		m.n++
	}
	m.keys[i], m.vals[i] = key, c
	if int(v) >= len(m.into) {
		m.into = append(m.into, make([]bool, int(v)+1-len(m.into))...)
	}
	m.into[v] = true
}

// full reports whether m has no room left (false for a nil m).
func (m *legMemo) full() bool { return m != nil && 2*(m.n+1) > maxMemoSlots }

// grow doubles m's table, and reports false if it is full at its cap.
func (m *legMemo) grow() bool {
	size := max(2*len(m.keys), 1024)
	if size > maxMemoSlots {
		return false
	}
	keys, vals := m.keys, m.vals
	m.keys, m.vals = make([]uint64, size), make([]float64, size)
	for i, k := range keys {
		if k != 0 {
			j := m.slot(k)
			m.keys[j], m.vals[j] = k, vals[i]
		}
	}
	return true
}
