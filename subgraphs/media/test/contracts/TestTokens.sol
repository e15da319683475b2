// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A minimal ERC-721 for the minting tests (subgraphs/media/test/local-chain.ts): ownership,
// balances, token URIs, transfers by the owner, the Transfer event, and a safeMint(address,string)
// only the deploying account may call, the shape providers/mint-evm.ts calls.
contract TestTokens {
  event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

  string public constant name = "Test Tokens";
  string public constant symbol = "TT";
  address public immutable minter;
  uint256 private next = 1;
  mapping(uint256 => address) private owners;
  mapping(address => uint256) public balanceOf;
  mapping(uint256 => string) private uris;

  constructor() {
    minter = msg.sender;
  }

  function ownerOf(uint256 tokenId) public view returns (address owner) {
    owner = owners[tokenId];
    require(owner != address(0), "no such token");
  }

  function tokenURI(uint256 tokenId) external view returns (string memory) {
    ownerOf(tokenId);
    return uris[tokenId];
  }

  function safeMint(address to, string calldata uri) external returns (uint256 tokenId) {
    require(msg.sender == minter, "not the minter");
    require(to != address(0), "mint to the zero address");
    tokenId = next++;
    owners[tokenId] = to;
    balanceOf[to] += 1;
    uris[tokenId] = uri;
    emit Transfer(address(0), to, tokenId);
  }

  function transferFrom(address from, address to, uint256 tokenId) external {
    require(ownerOf(tokenId) == from && msg.sender == from, "not the owner");
    require(to != address(0), "transfer to the zero address");
    owners[tokenId] = to;
    balanceOf[from] -= 1;
    balanceOf[to] += 1;
    emit Transfer(from, to, tokenId);
  }

  function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
    return interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f || interfaceId == 0x01ffc9a7;
  }
}
