// Ground truth for xhip/planning/libstdcxx_sort.py: libstdc++'s std::sort and
// std::partial_sort(first, last, last) on (key, index) pairs with the
// reference's comparator `a.key > b.key` (PoolAllocs.cpp, the statics' sort).
// Prints JSON: {"cases": [{"kind", "keys", "order", "comparisons"}]}, where
// `order` lists the input indices in the sorted order.
//
//   g++ -O1 -std=c++17 ground_truth.cpp -o gt && ./gt > ground_truth.json
#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

struct Item { long key; int index; };
static long comparisons;

static bool greater(const Item &a, const Item &b) {
  ++comparisons;
  return a.key > b.key;
}

static void emit(const char *kind, const std::vector<long> &keys, bool heap,
                 bool &first) {
  std::vector<Item> v;
  for (size_t i = 0; i < keys.size(); ++i) v.push_back({keys[i], int(i)});
  comparisons = 0;
  if (heap) std::partial_sort(v.begin(), v.end(), v.end(), greater);
  else std::sort(v.begin(), v.end(), greater);
  std::printf("%s\n  {\"kind\": \"%s\", \"keys\": [", first ? "" : ",", kind);
  for (size_t i = 0; i < keys.size(); ++i) std::printf("%s%ld", i ? ", " : "", keys[i]);
  std::printf("], \"order\": [");
  for (size_t i = 0; i < v.size(); ++i) std::printf("%s%d", i ? ", " : "", v[i].index);
  std::printf("], \"comparisons\": %ld}", comparisons);
  first = false;
}

// McIlroy's adversary ("A killer adversary for quicksort", 1999): values are
// fixed only when a comparison needs them, so that the sort's pivots are bad.
// Elements never compared with another unfixed one stay at `gas` (equal).
static std::vector<long> val;
static long gas, nsolid;
static int candidate;
static bool adversary(int x, int y) {
  if (val[x] == gas && val[y] == gas) val[x == candidate ? x : y] = nsolid++;
  if (val[x] == gas) candidate = x;
  else if (val[y] == gas) candidate = y;
  return val[x] < val[y];
}

static std::vector<long> killer(int n) {
  gas = n; nsolid = 0; candidate = 0;
  val.assign(n, gas);
  std::vector<int> ptr(n);
  for (int i = 0; i < n; ++i) ptr[i] = i;
  std::sort(ptr.begin(), ptr.end(), adversary);
  // `greater` on keys is `<` on the adversary's values.
  std::vector<long> keys(n);
  for (int i = 0; i < n; ++i) keys[i] = n - val[i];
  return keys;
}

int main() {
  std::mt19937_64 rng(20261204);
  bool first = true;
  std::printf("{\"cases\": [");
  // Few distinct sizes, many ties: the interesting case for the order of equals.
  const int lengths[] = {0, 1, 2, 3, 5, 16, 17, 18, 20, 31, 32, 33, 40, 64, 100, 257};
  for (int n : lengths)
    for (int distinct : {1, 2, 3, 7}) {
      std::vector<long> keys(n);
      for (auto &k : keys) k = 64 * long(1 + rng() % distinct);
      emit("sort", keys, false, first);
    }
  for (int round = 0; round < 40; ++round) {
    int n = 1 + int(rng() % 600);
    int distinct = 1 + int(rng() % 12);
    std::vector<long> keys(n);
    for (auto &k : keys) k = long(rng() % distinct) * 256 + 256;
    emit("sort", keys, false, first);
  }
  for (int n : {1, 2, 3, 4, 7, 8, 16, 17, 50, 101})
    for (int distinct : {1, 2, 5}) {
      std::vector<long> keys(n);
      for (auto &k : keys) k = long(1 + rng() % distinct);
      emit("heap", keys, true, first);
    }
  // Inputs that drive the introsort past its depth limit into heapsort.
  for (int n : {64, 100, 500, 2000}) emit("sort", killer(n), false, first);
  std::printf("\n]}\n");
}
