require("@nomicfoundation/hardhat-toolbox");

// Hardhat's default, publicly known test mnemonic. LOCAL DEVELOPMENT ONLY.
const TEST_MNEMONIC = "test test test test test test test test test test test junk";

module.exports = {
  solidity: {
    version: "0.8.24",
    settings: { optimizer: { enabled: true, runs: 200 } },
  },
  networks: {
    hardhat: {
      chainId: 31337,
      accounts: { mnemonic: TEST_MNEMONIC, count: 20 },
      forking: process.env.FORK_URL ? { url: process.env.FORK_URL, blockNumber: 20_000_000 } : undefined,
    },
    sepolia: process.env.SEPOLIA_RPC_URL
      ? { url: process.env.SEPOLIA_RPC_URL, accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [] }
      : undefined,
  },
  gasReporter: { enabled: !!process.env.REPORT_GAS, currency: "USD" },
};
