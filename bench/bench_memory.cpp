// SPDX-License-Identifier: GPL-3.0-or-later
// Peak memory of core attention on a long sentence, run as its own process so
// that nothing else has raised the high-water mark: prints one JSON object.
#include "attention.h"

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    const int length = argc > 1 ? std::atoi(argv[1]) : 2048;
    const int dimension = argc > 2 ? std::atoi(argv[2]) : 300;
    rusage before {};
    getrusage(RUSAGE_SELF, &before);
    const Eigen::MatrixXd vectors = Eigen::MatrixXd::Random(length, dimension);
    const AttentionLab::AttentionResult result = AttentionLab::attention::compute(vectors);
    rusage after {};
    getrusage(RUSAGE_SELF, &after);
    // The three L x L and L x d matrices the result must hold: the floor for any implementation.
    const double resultMegabytes = (2.0 * length * length + 2.0 * length * dimension) * sizeof(double) / 1e6;
    std::printf("{\"length\": %d, \"dimension\": %d, \"startMaxRssMB\": %.1f, \"maxRssMB\": %.1f, "
                "\"resultAndInputMB\": %.1f, \"finite\": %s}\n",
                length, dimension, before.ru_maxrss / 1024.0, after.ru_maxrss / 1024.0, resultMegabytes,
                result.weights.allFinite() ? "true" : "false");
    return 0;
}
